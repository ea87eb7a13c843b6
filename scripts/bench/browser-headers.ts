/**
 * What a phone's Chrome sends. The server treats clients without a browser User-Agent as bots
 * (isbot) and buffers whole pages for them, so HTML requests must look like a browser's.
 */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export const HTML_REQUEST_HEADERS = {
  'user-agent': MOBILE_USER_AGENT,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
};

export const API_REQUEST_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip',
};
