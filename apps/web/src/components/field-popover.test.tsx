import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBoxField } from './combo-box-field';
import { roomierSide } from './field-popover';

const NATIONALITIES = [
  { id: 'CI', label: 'Ivoirienne' },
  { id: 'SN', label: 'Sénégalaise' },
  { id: 'ML', label: 'Malienne' },
];

/** A field at the bottom of a scrolling box, as in a dialog's body on a phone. */
function renderInScroller() {
  const picked = vi.fn();
  function Host() {
    const [value, setValue] = useState('');
    return (
      <div data-testid="body" style={{ height: 200, overflowY: 'auto' }}>
        <div style={{ height: 600 }} />
        <ComboBoxField
          label="Nationalité"
          options={NATIONALITIES}
          value={value}
          onChange={(next) => {
            setValue(next);
            picked(next);
          }}
        />
      </div>
    );
  }
  render(<Host />);
  return { picked, events: userEvent.setup(), body: screen.getByTestId('body') };
}

/** jsdom lays nothing out: where the box and the field are on the screen after a scroll. */
function place(element: Element, top: number, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 320, height));
}

/**
 * Scrolls the box as a browser does (the scroll event comes after the move, on the next frame),
 * the field then being `fieldTop` px from the top of the screen; the box spans 0 to 200 px.
 */
async function scroll(box: HTMLElement, top: number, fieldTop: number) {
  box.scrollTop = top;
  place(box, 0, 200);
  place(screen.getByRole('combobox'), fieldTop, 44);
  await act(async () => {
    fireEvent.scroll(box);
    await new Promise((done) => requestAnimationFrame(done));
  });
}

describe('FieldPopover', () => {
  it('keeps the list open, with what was typed, when the box around the field scrolls', async () => {
    const { picked, events, body } = renderInScroller();
    const input = screen.getByRole('combobox', { name: 'Nationalité' });
    await events.type(input, 'ivoir');
    expect(await screen.findByRole('option', { name: 'Ivoirienne' })).toBeInTheDocument();
    const list = screen.getByRole('listbox');

    // The browser brings the field into view, then a message above it moves it again.
    await scroll(body, 520, 80);
    await scroll(body, 490, 110);
    // The same list, placed again, not drawn anew (a tap on an option in between would be lost).
    expect(screen.getByRole('listbox')).toBe(list);
    expect(input).toHaveValue('ivoir');

    await events.click(screen.getByRole('option', { name: 'Ivoirienne' }));
    expect(picked).toHaveBeenLastCalledWith('CI');
    expect(input).toHaveValue('Ivoirienne');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('closes the list once the field is scrolled out of sight', async () => {
    const { picked, events, body } = renderInScroller();
    const input = screen.getByRole('combobox', { name: 'Nationalité' });
    await events.type(input, 'ivoir');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await scroll(body, 300, 300);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(picked).not.toHaveBeenCalledWith('CI');
  });

  it('still closes the list with Escape and when the field is left', async () => {
    const { events } = renderInScroller();
    const input = screen.getByRole('combobox', { name: 'Nationalité' });
    await events.type(input, 'a');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await events.type(input, 'l');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await events.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

describe('the side of the list', () => {
  it('is under the field when a full list fits there, even with more room above', () => {
    expect(roomierSide({ top: 400, bottom: 444 }, 740)).toBe('bottom');
  });

  it('is above the field when less room is left under it than above it', () => {
    expect(roomierSide({ top: 500, bottom: 544 }, 740)).toBe('top');
  });

  it('stays under the field when neither side holds a full list but under has as much room', () => {
    expect(roomierSide({ top: 150, bottom: 194 }, 350)).toBe('bottom');
  });
});
