/** Sharing a result: the device's share sheet when there is one, else the clipboard (SPEC §8). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareResult(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.warn('Share failed, copying to the clipboard instead', error);
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch (error) {
    console.error('Failed to copy to clipboard', error);
    return 'failed';
  }
}
