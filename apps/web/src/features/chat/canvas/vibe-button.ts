import { CANVAS_INTRO } from '../canvas-text.ts';

/** A canvas the Vibe Code button can work from: not empty and not a new chat's intro text. */
export const hasCanvasContent = (canvas: string) => canvas.trim() !== '' && canvas !== CANVAS_INTRO;
