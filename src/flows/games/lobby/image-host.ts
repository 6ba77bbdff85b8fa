// The image CDN hosts live in policy/image-hosts.ts (the welcome images pick their host the same way).
export { allowedHosts, imageHosts, type ImageHosts } from '@/policy/image-hosts';
