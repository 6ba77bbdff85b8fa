// The image CDN hosts live in runtime/ (the welcome images pick their host the same way).
export { allowedHosts, imageHosts, type ImageHosts } from '@/runtime/image-hosts';
