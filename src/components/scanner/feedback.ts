/**
 * A read felt and heard as well as seen (decision 038): a short high beep and a tap for a good
 * read, a low double buzz and a long vibration for a wrong one. The audio context is made on the
 * tap that opens the camera (browsers allow sound only after a gesture).
 */
let audio: AudioContext | null = null;

function tone(ctx: AudioContext, hz: number, at: number, seconds: number, wave: OscillatorType) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = wave;
  osc.frequency.value = hz;
  gain.gain.setValueAtTime(0.2, ctx.currentTime + at);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + at + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + at);
  osc.stop(ctx.currentTime + at + seconds);
}

export function feedback(kind: 'ok' | 'error' | 'unlock') {
  try {
    if (kind === 'unlock') {
      audio ??= new AudioContext();
      void audio.resume();
      return;
    }
    navigator.vibrate?.(kind === 'ok' ? 60 : [250, 100, 250]);
    if (!audio) return;
    if (kind === 'ok') tone(audio, 1760, 0, 0.08, 'sine');
    else {
      tone(audio, 220, 0, 0.2, 'square');
      tone(audio, 220, 0.28, 0.2, 'square');
    }
  } catch {
    // No sound or vibration on this device: the words on screen still say it.
  }
}
