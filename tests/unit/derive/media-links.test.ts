import { describe, expect, it } from 'vitest';
import { classifyMediaLink } from '../../../pipeline/derive/media-links.js';

// §5 Link checks: YouTube (11-character id), Vimeo (numeric id), Facebook video, Matterport, TVL and
// Yisual hosts, video files mp4, mov, wmv, avi, flv, webm.
describe('classifyMediaLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/704100147', { kind: 'vimeo', id: '704100147' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/channels/staffpicks', null],
    ['https://www.facebook.com/agence/videos/1234567890/', { kind: 'facebook' }],
    ['https://www.facebook.com/agence/photos/1', null],
    ['https://my.matterport.com/show/?m=abcdefghijk', { kind: 'tour', host: 'matterport' }],
    ['https://visite.tvl.be/123', { kind: 'tour', host: 'tvl' }],
    ['https://app.yisual.com/tour/9', { kind: 'tour', host: 'yisual' }],
    ['https://cdn.example.be/visite.MP4', { kind: 'file', extension: 'mp4' }],
    ['https://cdn.example.be/visite.webm', { kind: 'file', extension: 'webm' }],
    ['https://cdn.example.be/plan.pdf', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s', (url, expected) => {
    expect(classifyMediaLink(url)).toEqual(expected);
  });
});
