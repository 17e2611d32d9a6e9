'use client';

import { useEffect, useRef, useState } from 'react';
import type { VideoContent } from '@/lib/content/schemas/copy';
import styles from './home.module.css';

/** The mobile video plays on screens 768px wide or less. */
export const MOBILE_VIDEO_QUERY = '(max-width: 768px)';
export const VIDEO_FALLBACK_TEXT = 'Your browser does not support the video tag.';

type Status = 'loading' | 'ready' | 'failed';

/** The file for this screen: mobile or desktop, WebM where the browser plays it, else MP4. */
export function chooseVideoSource(video: VideoContent, mobile: boolean, canPlayWebm: boolean): string {
  if (mobile) return canPlayWebm ? video.webmUrlMobile : video.imageUrlMobile;
  return canPlayWebm ? video.webmUrl : video.imageUrl;
}

/**
 * The looping sizzle video (autoplay, muted, loop, inline). Its source is chosen in the browser,
 * by width or by the server's phone/tablet hint, once the video nears the viewport, so it never
 * competes with the hero for bandwidth. A placeholder shows until it loads or fails.
 */
export function SizzleVideo({ video, preferMobile }: { video: VideoContent; preferMobile: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  // Paused until the video says it plays: autoplay may never start it (a browser's data saver or
  // its autoplay rules), and the button must not offer to pause a video that stands still.
  const [paused, setPaused] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const choose = () => {
      const mobile = preferMobile || !!window.matchMedia?.(MOBILE_VIDEO_QUERY).matches;
      setSrc(chooseVideoSource(video, mobile, el.canPlayType('video/webm') !== ''));
    };
    if (typeof IntersectionObserver === 'undefined') {
      choose();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          choose();
        }
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [video, preferMobile]);

  // Decorative motion that plays on its own needs a way to stop it (WCAG 2.2.2); visitors who
  // ask for reduced motion get it paused from the start, before autoplay starts it.
  const onLoadedData = (el: HTMLVideoElement) => {
    setStatus('ready');
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) el.pause();
  };
  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play()?.catch(() => undefined);
    else el.pause();
  };

  return (
    <div className={styles.videoFrame} data-status={status}>
      {status === 'loading' && (
        <div className={`${styles.videoPlaceholder} js-only`} data-testid="video-placeholder" aria-hidden="true">
          <span className={styles.dots}>...</span>
        </div>
      )}
      <video
        ref={ref}
        className={styles.video}
        src={src ?? undefined}
        poster={src ? video.posterUrl : undefined}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-label={video.label}
        onLoadedData={(e) => onLoadedData(e.currentTarget)}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onError={() => {
          console.error('Video failed to load');
          setStatus('failed');
        }}
      >
        {VIDEO_FALLBACK_TEXT}
      </video>
      {/* The video's file is chosen by a script: without scripting, its still picture stands instead. */}
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={video.posterUrl} alt="" className={styles.videoStill} loading="lazy" data-testid="video-still" />
      </noscript>
      {status === 'ready' && (
        <button type="button" className={styles.videoToggle} onClick={toggle}>
          {paused ? 'Play video' : 'Pause video'}
        </button>
      )}
    </div>
  );
}
