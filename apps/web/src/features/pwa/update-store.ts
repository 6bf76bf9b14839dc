// A tiny store between the service-worker registration (plain module code) and
// the update prompt (a React component): "is a new version waiting?".

type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The function that activates the waiting worker, or null when none waits. */
  getSnapshot: (): (() => void) | null => applyUpdate,
  /** Called by the registration when a new worker is installed and waiting. */
  offer(apply: () => void): void {
    applyUpdate = apply;
    emit();
  },
  dismiss(): void {
    applyUpdate = null;
    emit();
  },
};
