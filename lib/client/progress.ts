/**
 * What the top progress bar shows: a navigation in flight, or requests that have run longer than
 * LONG_REQUEST_MS (short ones would only make the bar flicker). A tiny store for useSyncExternalStore.
 */
export const LONG_REQUEST_MS = 400;

let navigating = false;
let longRequests = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isBusy = () => navigating || longRequests > 0;

export function navigationStarted(): void {
  if (navigating) return;
  navigating = true;
  emit();
}

export function navigationDone(): void {
  if (!navigating) return;
  navigating = false;
  emit();
}

/** Wraps a request: counts it as long once it passes LONG_REQUEST_MS, until it settles. */
export async function trackRequest<T>(work: Promise<T>): Promise<T> {
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    longRequests++;
    emit();
  }, LONG_REQUEST_MS);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
    if (counted) {
      longRequests--;
      emit();
    }
  }
}
