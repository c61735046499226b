import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarcodeCameraSheet } from './barcode-camera-sheet';

/** A camera whose stream has one track, and the browser's own BarcodeDetector reading `code`. */
function fakeCamera(code: string) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  const detect = vi.fn(async () => [{ rawValue: code }]);
  class NativeDetector {
    static getSupportedFormats = async () => ['ean_13', 'ean_8', 'upc_a', 'code_128', 'qr_code'];
    constructor(readonly options: { formats: string[] }) {}
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', NativeDetector);
  return { track, getUserMedia, detect };
}

describe('BarcodeCameraSheet', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(
      HTMLMediaElement.HAVE_ENOUGH_DATA,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the back camera with the native detector, and releases the camera when closed', async () => {
    const { track, getUserMedia, detect } = fakeCamera('3017620422003');
    const onRead = vi.fn();
    const onClose = vi.fn();
    const view = render(<BarcodeCameraSheet onRead={onRead} onClose={onClose} status={null} />);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('3017620422003', 1));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(detect).toHaveBeenCalledWith(screen.getByLabelText('Image de la caméra'));
    expect(screen.getByText('Visez le code-barres : il est lu tout seul.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onClose).toHaveBeenCalled();
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('shows the last scan under the image', () => {
    fakeCamera('3017620422003');
    render(<BarcodeCameraSheet onRead={vi.fn()} onClose={vi.fn()} status="Trouvé : Laine mohair rose" />);
    expect(screen.getByText('Trouvé : Laine mohair rose')).toBeInTheDocument();
  });

  it('says so when the camera is refused, and offers to type the code', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(async () => Promise.reject(new DOMException('refus', 'NotAllowedError'))),
      },
    });
    render(<BarcodeCameraSheet onRead={vi.fn()} onClose={vi.fn()} status={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès à la caméra refusé');
  });

  it('says so when the device has no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<BarcodeCameraSheet onRead={vi.fn()} onClose={vi.fn()} status={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune caméra disponible');
  });
});
