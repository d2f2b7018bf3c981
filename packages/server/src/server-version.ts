/** The server's version, as the package says. */
export const SERVER_VERSION = '0.1.0';
