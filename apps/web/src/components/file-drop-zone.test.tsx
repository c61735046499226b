import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

const MB = 1024 * 1024;
const png = (size: number) => new File([new Uint8Array(size)], 'photo.png', { type: 'image/png' });

function renderZone() {
  const onFile = vi.fn();
  const view = render(<FileDropZone label="Photo" acceptedTypes={['image/png']} onFile={onFile} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onFile, input, user: userEvent.setup({ applyAccept: false }) };
}

describe('FileDropZone', () => {
  it('takes up to 5 MB when the field sets no limit', async () => {
    const { onFile, input, user } = renderZone();
    expect(screen.getByText('Images uniquement, 5 MB maximum')).toBeInTheDocument();
    await user.upload(input, png(5 * MB));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.upload(input, png(5 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le fichier est trop volumineux. Taille maximum: 5MB',
    );
    expect(onFile).toHaveBeenCalledTimes(1);
  });
});
