// How many pages the shell's server renders at once (SERVER_RENDERS_AT_ONCE): a page takes a slot while it renders
// and gives it back when its response closes. A client that went away before its page was reached (a flood's end
// drops the requests still queued) has a response closed already: its slot comes back at once, or the count would
// only grow, and after a flood or two every page would go out as the template for good.
import type { ServerResponse } from 'node:http';

export class RenderSlots {
  private taken = 0;

  constructor(private readonly max: number) {}

  /** Whether every slot is taken (the page then goes out as the template, for the browser to render). */
  get full(): boolean {
    return this.taken >= this.max;
  }

  /** Pages rendering now. */
  get inUse(): number {
    return this.taken;
  }

  /** Takes a slot until the response closes. */
  take(response: ServerResponse): void {
    this.taken++;
    let given = false;
    const giveBack = () => {
      if (given) return;
      given = true;
      this.taken--;
    };
    if (response.closed || response.destroyed) giveBack();
    else response.once('close', giveBack);
  }
}
