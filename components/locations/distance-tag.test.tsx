/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DistanceTag } from './distance-tag';

describe('DistanceTag', () => {
  it('shows under a mile in feet', () => {
    render(<DistanceTag miles={0.4} />);
    expect(screen.getByTestId('distance')).toHaveTextContent('2,112 ft away');
  });
  it('shows a mile or more in miles to one decimal', () => {
    render(<DistanceTag miles={12.345} />);
    expect(screen.getByTestId('distance')).toHaveTextContent('12.3 mi away');
  });
});
