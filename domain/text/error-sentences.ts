/** What a failed call says when the server failed (any 5xx): the words of the API's own 500 answer. */
export const SERVER_ERROR_SENTENCE = "Something went wrong on our side; please try again";

/** What a call says when the server could not be reached at all (offline, DNS, a dropped connection). */
export const NETWORK_ERROR_SENTENCE = "The server could not be reached; check your connection and try again";
