/** Cards whose pictures are in the first screen on a wide window: loaded at once (LCP). */
export const EAGER_CARDS = 4;
