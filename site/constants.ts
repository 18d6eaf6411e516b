/** Every number of SPEC.md §9, defined once. Code and tests import them from here. */
export const BREAKPOINT_MOBILE = 719;
export const BREAKPOINT_DESKTOP = 1440;
export const RESIZE_DEBOUNCE_MS = 100;
export const COPY_CONFIRM_MS = 1500;
export const CODE_COPY_CONFIRM_MS = 2000;
export const CODE_COPY_HIDDEN_BELOW = 420;
export const SEARCH_DEBOUNCE_MS = 500;
export const SCROLL_SPY_DELAY_MS = 200;
export const SCROLL_SPY_OFFSET = 5;
export const BACK_TO_TOP_THRESHOLD = 100;
export const NAVBAR_HIDE_AFTER = 58;
export const NAVBAR_HIDE_DELTA = 200;
export const SWIPE_THRESHOLD = 40;
export const SWIPE_EDGE_ZONE = 80;
export const FOCUS_MODE_DELAY_MS = 1500;
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED_MS = 200;
export const PROGRESS_TRICKLE_MS = 800;
export const COLOR_BUCKETS = 9;
export const FLOWCHART_SCALE = { small: 0.8, medium: 0.9, large: 1, smallBelow: 419, largeAbove: 1280 } as const;
export const FLOWCHART_DEFAULTS = { lineWidth: 2, lineLength: 40, fontSize: 14, yesText: 'Yes', noText: 'No' } as const;
export const CHARTJS_HEIGHT = 400;
export const ECHARTS_LOADING_HEIGHT = 360;
export const CHART_LOADING_HEIGHT = 192;
export const RADIUS = 8;
export const RADIUS_SMALL = 6;
export const CONTENT_SPACER = 8;
export const MESSAGE_DURATION_MS = 3000;
export const MESSAGE_MIN_WIDTH = 420;
export const MESSAGE_MAX_WIDTH = 720;
export const NOTIFICATION_WIDTH = 365;
export const LOADING_BAR_HEIGHT = 2;

/* Search (SEARCH_DEBOUNCE_MS above is the spec's number; these are the site's own choices). */
/** Sections listed for one query. */
export const SEARCH_MAX_RESULTS = 20;
/** Characters of section text shown around the first match. */
export const SEARCH_SNIPPET_LENGTH = 160;
/** Characters of context kept before the first match in a snippet. */
export const SEARCH_SNIPPET_LEAD = 40;
