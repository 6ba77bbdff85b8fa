// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedHosts, imageHosts } from './image-host';

const allow = ['http://cdn-a.localhost', 'http://cdn-b.localhost', 'https://img1.luckyvn.example'];
const cdns = ['http://cdn-a.localhost:4173', 'http://cdn-b.localhost:4173', 'http://cdn-evil.localhost:4173'];

describe('image hosts', () => {
  it('keeps only the hosts the manifest allows for images, each once, without a trailing slash', () => {
    expect(allowedHosts([...cdns, 'http://cdn-a.localhost:4173/', 'https://img1.luckyvn.example/img/', 'https://img1.luckyvn.example.evil', 'http://img1.luckyvn.example', '//cdn-a.localhost', 'javascript:alert(1)'], allow))
      .toEqual(['http://cdn-a.localhost:4173', 'http://cdn-b.localhost:4173', 'https://img1.luckyvn.example/img']);
  });

  it('picks the first host at random and tries the others after it, round the list', () => {
    expect(imageHosts(cdns, allow, () => 0).origins).toEqual(['http://cdn-a.localhost:4173', 'http://cdn-b.localhost:4173']);
    expect(imageHosts(cdns, allow, () => 0.99).origins).toEqual(['http://cdn-b.localhost:4173', 'http://cdn-a.localhost:4173']);
    expect(imageHosts(cdns, allow, () => 1).origins[0]).toBe('http://cdn-b.localhost:4173');
  });

  it('spreads the pick over every allowed host', () => {
    const firsts = new Set([0, 0.3, 0.6, 0.9].map((r) => imageHosts([...cdns, 'https://img1.luckyvn.example'], allow, () => r).origins[0]));
    expect(firsts.size).toBe(3);
  });

  it('gives every URL to try for a CDN path, in the host order', () => {
    expect(imageHosts(cdns, allow, () => 0.7).urls('/games/PGSOFT/tiger.webp')).toEqual([
      'http://cdn-b.localhost:4173/games/PGSOFT/tiger.webp',
      'http://cdn-a.localhost:4173/games/PGSOFT/tiger.webp',
    ]);
    expect(imageHosts(cdns, allow, () => 0).urls('games/x.jpg')[0]).toBe('http://cdn-a.localhost:4173/games/x.jpg');
  });

  it('uses an absolute URL once, only when the image list allows it', () => {
    const hosts = imageHosts(cdns, allow, () => 0);
    expect(hosts.urls('https://img1.luckyvn.example/b/1.jpg')).toEqual(['https://img1.luckyvn.example/b/1.jpg']);
    expect(hosts.urls('http://cdn-evil.localhost:4173/x.jpg')).toEqual([]);
    expect(hosts.urls('//cdn-a.localhost/x.jpg')).toEqual([]);
    expect(hosts.urls('data:image/png;base64,AAAA')).toEqual([]);
  });

  it('has nothing to try without hosts or without a path', () => {
    expect(imageHosts([], allow).urls('/games/x.jpg')).toEqual([]);
    expect(imageHosts(['http://cdn-evil.localhost'], allow).urls('/games/x.jpg')).toEqual([]);
    expect(imageHosts(cdns, allow).urls(undefined)).toEqual([]);
  });
});
