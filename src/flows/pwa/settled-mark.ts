/**
 * The performance mark set when the page has settled and the PWA flow starts. A module of its own
 * so that Node scripts (the byte budget's first-load measure) can read the name without the flow.
 */
export const SETTLED_MARK = 'm:settled';
