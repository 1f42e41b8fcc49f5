/** Lets a worker's message queue run between long synchronous steps, so an abort can arrive. */

/** Resolves after pending events have had their turn (MessageChannel: no 4 ms timer clamp). */
export function yieldToEvents(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
