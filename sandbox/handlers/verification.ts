import * as wire from '../../src/lib/wire/table.ts';
import { checkCaptcha, issueChallenge } from '../geetest';
import { mobileDigits } from '../merchant-state';
import { sendSmsCode } from '../sms-codes';
import type { WpsContext, WpsRouter } from '../wps-context';

// SMS codes before login and the Geetest challenge (wire contract section 5, "verification").

function smsNoLogin(ctx: WpsContext<typeof wire.smsNoLogin>) {
  const mobile = mobileDigits(ctx.body.mobileNum, ctx.body.countryDialingCode);
  if (!mobile) return ctx.fail('mobile.invalid');
  const captcha = checkCaptcha(ctx.state, 'sms', ctx.body);
  if (captcha === 'missing') return ctx.fail('captcha.required');
  if (captcha === 'invalid') return ctx.fail('captcha.invalid');
  const sent = sendSmsCode(ctx.state, mobile);
  return sent === 'TOO_MANY_REQUEST_SMS' ? ctx.fail(sent) : ctx.ok(sent);
}

export function registerVerificationRoutes(router: WpsRouter): void {
  router
    .on(wire.smsNoLogin, smsNoLogin)
    .on(wire.geetestChallenge, (ctx) => ctx.ok(issueChallenge(ctx.state)));
}
