import * as wire from '../../src/lib/wire/table.ts';
import { field, type WpsContext, type WpsRouter } from '../wps-context';

// Push-token binding (wire contract section 5, "push"). Calls are kept in state.push and in the
// call log, so a test can assert "bound and subscribed to ALL after login, unbound on logout".

function bind(ctx: WpsContext<typeof wire.pushBind>) {
  const token = field(ctx.body, 'registrationToken');
  if (!token) return ctx.fail('push.token.required');
  if (!ctx.state.push.bound.includes(token)) ctx.state.push.bound.push(token);
  return ctx.ok(null);
}

function subscribe(ctx: WpsContext<typeof wire.pushSubscribe>) {
  const registrationToken = field(ctx.body, 'registrationToken');
  if (!registrationToken) return ctx.fail('push.token.required');
  const topic = field(ctx.body, 'topic') ?? 'ALL';
  if (!ctx.state.push.topics.some((t) => t.registrationToken === registrationToken && t.topic === topic)) {
    ctx.state.push.topics.push({ registrationToken, topic });
  }
  return ctx.ok(null);
}

function unsubscribe(ctx: WpsContext<typeof wire.pushUnsubscribe>) {
  const token = field(ctx.body, 'registrationToken');
  if (!token) return ctx.fail('push.token.required');
  const push = ctx.state.push;
  push.bound = push.bound.filter((t) => t !== token);
  const topic = field(ctx.body, 'topic');
  if (ctx.body.unsubscribeAll === true) push.topics = push.topics.filter((t) => t.registrationToken !== token);
  else if (topic) push.topics = push.topics.filter((t) => !(t.registrationToken === token && t.topic === topic));
  return ctx.ok(null);
}

export function registerPushRoutes(router: WpsRouter): void {
  router
    .on(wire.pushBind, bind)
    .on(wire.pushSubscribe, subscribe)
    .on(wire.pushUnsubscribe, unsubscribe);
}
