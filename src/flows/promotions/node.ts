/**
 * What Node code (scripts/, sandbox/) may use of the promotions flow: the go-to button's rule, which
 * the merchant CLI's `explain` shows per promotion type (scripts/merchant/explain.ts). Node-safe:
 * nothing here touches the DOM when it loads (src/flows/node-entries.test.ts), and lint lets scripts
 * and the sandbox into src/flows/ through files like this one only (eslint.config.js).
 */
export { goToButton, type GoTo, type GoToContext, type GoToPlayer } from './goto-rules';
