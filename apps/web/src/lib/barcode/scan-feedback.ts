/** How long the accept beep and vibration last, in milliseconds. */
const BEEP_MS = 90;
const BEEP_HZ = 1_760;

let audio: AudioContext | null = null;

/**
 * Tells the hand holding the phone that a code was taken: a short beep (WebAudio) and a short
 * vibration where the phone has one. Both are best effort: a browser without sound or vibration
 * (or one that refuses them before a touch) only loses the signal.
 */
export function signalScan(): void {
  try {
    navigator.vibrate?.(BEEP_MS);
  } catch {
    // No vibration here.
  }
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = BEEP_HZ;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + BEEP_MS / 1_000);
  } catch {
    // No sound here.
  }
}
