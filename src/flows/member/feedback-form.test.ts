import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { EMPTY_DRAFT, dropDraft, feedbackBody, keepDraft, readDraft, sendFailure } from './feedback-form';

beforeEach(() => sessionStorage.clear());

describe('the feedback draft', () => {
  it('survives a reload until sent', () => {
    keepDraft({ category: 'games', message: 'The lobby froze', contact: '@me' });
    expect(readDraft()).toEqual({ category: 'games', message: 'The lobby froze', contact: '@me' });
    dropDraft();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('ignores a tampered record', () => {
    sessionStorage.setItem('feedback-draft', JSON.stringify({ category: 'nope', message: 7 }));
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
});

describe('feedbackBody', () => {
  it('trims, sends an empty contact as null, refuses an empty message', () => {
    expect(feedbackBody({ category: 'other', message: '  hi  ', contact: '  ' })).toEqual({ category: 'other', message: 'hi', contact: null });
    expect(feedbackBody({ category: 'other', message: '   ', contact: 'x' })).toBeNull();
  });
});

describe('sendFailure', () => {
  it.each([
    ['a timeout', new HttpError({ code: 'ECONNABORTED', message: 'timeout' }), true, { kind: 'timeout' }],
    ['no line', new HttpError({ code: 'network.error', message: 'Network Error' }), true, { kind: 'offline' }],
    ['the browser offline', new Error('x'), false, { kind: 'offline' }],
    ['a 503', new HttpError({ code: 'http.503', message: 'Service Unavailable', status: 503 }), true, { kind: 'server' }],
    ['a refusal with its message', new HttpError({ code: 'feedback.too.many', message: 'Too many messages', status: 200 }), true, { kind: 'refused', message: 'Too many messages' }],
  ])('%s', (_name, error, online, expected) => {
    expect(sendFailure(error, online)).toEqual(expected);
  });
});
