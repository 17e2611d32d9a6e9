/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

// jsdom has no showModal: enough of one for the dialog to open and close.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function open() {
  const onClose = jest.fn();
  render(
    <Dialog open onClose={onClose} title="Sauces" testId="dialog">
      <p>Inside</p>
    </Dialog>,
  );
  return { onClose, backdrop: screen.getByTestId('dialog'), inside: screen.getByText('Inside') };
}

it('closes on a click on the backdrop', () => {
  const { onClose, backdrop } = open();
  fireEvent.pointerDown(backdrop);
  fireEvent.click(backdrop, { detail: 1 });
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('stays open for the second click of a double click, which lands on the backdrop of the dialog the first one opened', () => {
  const { onClose, backdrop } = open();
  fireEvent.pointerDown(backdrop);
  fireEvent.click(backdrop, { detail: 2 });
  expect(onClose).not.toHaveBeenCalled();
});

it('stays open when a press inside ends on the backdrop (selecting text, say)', () => {
  const { onClose, backdrop, inside } = open();
  fireEvent.pointerDown(inside);
  fireEvent.click(backdrop, { detail: 1 });
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(inside, { detail: 1 });
  expect(onClose).not.toHaveBeenCalled();
});
