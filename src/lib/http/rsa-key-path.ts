/** GET /wps/session/key/rsa (spec section 7): where encrypted calls fetch the server's key. */
export const RSA_KEY_PATH = '/wps/session/key/rsa';
