/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationJump } from './location-jump';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const options = [
  { slug: 'concord', name: 'Concord' },
  { slug: 'walnut-creek-ygnacio', name: 'Walnut Creek Ygnacio' },
];

describe('LocationJump', () => {
  beforeEach(() => push.mockReset());

  it('jumps to the chosen shop page on View Location', async () => {
    render(<LocationJump options={options} label="Choose a location" placeholder="Select a location..." button="View Location" />);
    await userEvent.selectOptions(screen.getByLabelText('Choose a location'), 'walnut-creek-ygnacio');
    expect(push).not.toHaveBeenCalled(); // choosing alone does not navigate
    await userEvent.click(screen.getByRole('button', { name: 'View Location' }));
    expect(push).toHaveBeenCalledWith('/locations/walnut-creek-ygnacio');
  });

  it('asks for a choice instead of jumping nowhere', async () => {
    render(<LocationJump options={options} label="Choose a location" placeholder="Select a location..." button="View Location" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Location' }));
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a location.');
    expect(screen.getByLabelText('Choose a location')).toHaveAttribute('aria-invalid', 'true');
  });

  it('works without JavaScript as a GET form to /locations?shop=', () => {
    const { container } = render(<LocationJump options={options} label="Choose a location" placeholder="Select a location..." button="View Location" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/locations');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Choose a location')).toHaveAttribute('name', 'shop');
  });
});
