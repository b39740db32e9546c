let context: AudioContext | undefined

/**
 * Creates (or wakes) the page's audio context. Call it from a click: browsers start audio only
 * after a user gesture, so the click on "Enable alerts" is what lets later chimes sound.
 */
export function unlockAudio(): void {
  try {
    context ??= new AudioContext()
    void context.resume()
  } catch {
    /* no Web Audio: alerts stay silent */
  }
}

/** Two short soft tones, generated (no audio file to fetch or to allow in the CSP). */
export function playChime(): void {
  try {
    context ??= new AudioContext()
    const at = context.currentTime
    for (const [i, hz] of [880, 1320].entries()) {
      const osc = context.createOscillator()
      const gain = context.createGain()
      osc.frequency.value = hz
      gain.gain.setValueAtTime(0.0001, at + i * 0.18)
      gain.gain.exponentialRampToValueAtTime(0.2, at + i * 0.18 + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + i * 0.18 + 0.16)
      osc.connect(gain).connect(context.destination)
      osc.start(at + i * 0.18)
      osc.stop(at + i * 0.18 + 0.17)
    }
  } catch {
    /* no Web Audio: the notification alone */
  }
}
