/**
 * The navbar's right part is laid out from the right edge, so items parsed later push earlier ones
 * aside. The browser may paint while its parser is still inside the navbar (a long page on a busy
 * phone, a network stall), and the bar then jumps when the rest arrives. The language switch is the
 * navbar's last item, and an empty element follows it; this head tag holds the first paint until that
 * element has been parsed (Chromium 124+; other browsers ignore it and paint as before). Chromium lifts
 * the block when the target is inserted, not when it is closed, so the target must come after the text.
 */
export const NAVBAR_END_ID = 'navbar-end';
export const navbarEndHeadTag = `<link rel="expect" href="#${NAVBAR_END_ID}" blocking="render">`;
