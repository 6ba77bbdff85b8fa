import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import { keepLandingCodes, landingCodes, LANDING_COOKIE, readRegistrationInfo } from './register-info';
import { captureLanding } from './register-landing';
import { WAIT } from '@/lib/testing/wait';

const stored = () => JSON.parse(localStorage.getItem('registration-info') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  removeCookie(LANDING_COOKIE);
});
afterEach(() => history.replaceState(null, '', '/'));

describe('local registration info (landing codes kept for registration)', () => {
  it('reads affiliate, referral and ad click codes from a landing URL, trimmed; blank and oversized values are ignored', () => {
    expect(landingCodes('?affiliateCode=%20AFF1%20&r=R9&fbclid=F1&gclid=G1&kwai_pixel_id=KP&click_id=KC&x=1')).toEqual({
      affiliateCode: 'AFF1', referralCode: 'R9', ad_fbclid: 'F1', ad_gclid: 'G1', kwai_pixel_id: 'KP', kwai_click_id: 'KC',
    });
    expect(landingCodes(`?affiliateCode=&r=%20&fbclid=${'x'.repeat(600)}`)).toEqual({});
    expect(landingCodes('?kwai_click_id=K2')).toEqual({ kwai_click_id: 'K2' });
  });

  it('keeps them with the first domain; a newer link replaces a code, a missing one keeps the stored value', () => {
    keepLandingCodes('?affiliateCode=AFF1&r=R9', 'm.a.example');
    expect(stored()).toEqual({ affiliateCode: 'AFF1', referralCode: 'R9', originalDomain: 'm.a.example' });
    keepLandingCodes('?affiliateCode=AFF2&fbclid=F1', 'm2.a.example');
    expect(stored()).toEqual({ affiliateCode: 'AFF2', referralCode: 'R9', originalDomain: 'm.a.example', ad_fbclid: 'F1' });
  });

  it('puts them in a cookie too, which another subdomain reads (and which wins over an older local copy)', () => {
    keepLandingCodes('?affiliateCode=AFF1&r=R9&gclid=G1', 'www.a.example');
    expect(JSON.parse(getCookie(LANDING_COOKIE)!)).toEqual({ affiliateCode: 'AFF1', referralCode: 'R9', ad_gclid: 'G1', originalDomain: 'www.a.example' });
    // Another subdomain: its localStorage is empty or older, the cookie is shared.
    localStorage.setItem('registration-info', JSON.stringify({ affiliateCode: 'OLD', originalDomain: 'm.a.example' }));
    expect(readRegistrationInfo()).toEqual({ affiliateCode: 'AFF1', referralCode: 'R9', ad_gclid: 'G1', originalDomain: 'www.a.example' });
    setCookie(LANDING_COOKIE, 'not json');
    expect(readRegistrationInfo()).toEqual({ affiliateCode: 'OLD', originalDomain: 'm.a.example' });
  });

  it('keeps the codes in the registration info only: no second record of the affiliate code (registration reads this one)', () => {
    keepLandingCodes('?affiliateCode=AFF1&r=R9', 'www.a.example');
    expect(Object.keys(localStorage)).toEqual(['registration-info']);
  });

  it('writes nothing for a URL without codes', () => {
    keepLandingCodes('?language=EN', 'm.a.example');
    expect(stored()).toBeNull();
  });

  it('reads back only strings it knows, whatever else is stored', () => {
    localStorage.setItem('registration-info', JSON.stringify({ affiliateCode: 5, referralCode: ' R1 ', originalDomain: 'x.example', campaign: 'not ours' }));
    expect(readRegistrationInfo()).toEqual({ referralCode: 'R1', originalDomain: 'x.example' });
    localStorage.setItem('registration-info', 'not json');
    expect(readRegistrationInfo()).toEqual({});
  });
});

describe('captureLanding (first load)', () => {
  it('keeps the codes of a landing URL that has them', async () => {
    history.replaceState(null, '', '/m/home?affiliateCode=AFF1&r=R9&fbclid=F1');
    captureLanding();
    await vi.waitFor(() => expect(stored()).toMatchObject({ affiliateCode: 'AFF1', referralCode: 'R9', ad_fbclid: 'F1', originalDomain: location.hostname }), WAIT);
  });

  it('does nothing on an ordinary visit (a parameter merely ending in r= does not count)', async () => {
    history.replaceState(null, '', '/m/home?lr=1&language=EN');
    captureLanding();
    await new Promise((r) => setTimeout(r, 50));
    expect(stored()).toBeNull();
  });
});
