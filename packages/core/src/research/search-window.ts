/**
 * A public report search matching more reports than this ranks (and counts) only the most recently
 * written this many, so a very common word costs a bounded amount of work; the answer says it was
 * `capped`. Shared by the server that applies it and the clients that name it.
 */
export const REPORT_SEARCH_WINDOW = 1000;
