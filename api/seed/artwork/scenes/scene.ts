import type { Doc } from '../svg.js';
import type { Tone } from '../palettes.js';

/** Draws one destination theme into a document, differently at dawn, day and dusk. */
export type Scene = (d: Doc, t: Tone) => void;
