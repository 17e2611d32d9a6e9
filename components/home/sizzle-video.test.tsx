/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { homeCopy } from '@/lib/content/copy/home';

const homeVideo = homeCopy.video;
import { chooseVideoSource, SizzleVideo, VIDEO_FALLBACK_TEXT } from './sizzle-video';

function mockWidth(mobile: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(max-width: 768px)' ? mobile : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const video = () => document.querySelector('video') as HTMLVideoElement;

describe('chooseVideoSource', () => {
  it('picks the mobile or desktop file, WebM where the browser plays it', () => {
    expect(chooseVideoSource(homeVideo, true, true)).toBe(homeVideo.webmUrlMobile);
    expect(chooseVideoSource(homeVideo, true, false)).toBe(homeVideo.imageUrlMobile);
    expect(chooseVideoSource(homeVideo, false, true)).toBe(homeVideo.webmUrl);
    expect(chooseVideoSource(homeVideo, false, false)).toBe(homeVideo.imageUrl);
  });
});

describe('SizzleVideo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is an autoplaying, muted, looping, inline video with the fallback text, behind a placeholder', () => {
    mockWidth(false);
    render(<SizzleVideo video={homeVideo} preferMobile={false} />);
    const v = video();
    expect(v.autoplay).toBe(true);
    expect(v.muted).toBe(true);
    expect(v.loop).toBe(true);
    expect(v.hasAttribute('playsinline')).toBe(true);
    expect(v).toHaveTextContent(VIDEO_FALLBACK_TEXT);
    expect(screen.getByTestId('video-placeholder')).toBeInTheDocument();
    expect(v.closest('[data-status]')).toHaveAttribute('data-status', 'loading');
  });

  it('takes the desktop source on a wide screen and the mobile one at 768px or less', () => {
    mockWidth(false);
    const { unmount } = render(<SizzleVideo video={homeVideo} preferMobile={false} />);
    expect(video().getAttribute('src')).toBe(homeVideo.imageUrl); // jsdom plays no WebM
    unmount();
    mockWidth(true);
    render(<SizzleVideo video={homeVideo} preferMobile={false} />);
    expect(video().getAttribute('src')).toBe(homeVideo.imageUrlMobile);
  });

  it('takes the mobile source for a phone or tablet at any width', () => {
    mockWidth(false);
    render(<SizzleVideo video={homeVideo} preferMobile />);
    expect(video().getAttribute('src')).toBe(homeVideo.imageUrlMobile);
  });

  it('logs "Video failed to load" and hides the placeholder when the video fails', () => {
    mockWidth(false);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SizzleVideo video={homeVideo} preferMobile={false} />);
    act(() => {
      fireEvent.error(video());
    });
    expect(error).toHaveBeenCalledWith('Video failed to load');
    expect(screen.queryByTestId('video-placeholder')).not.toBeInTheDocument();
    expect(video().closest('[data-status]')).toHaveAttribute('data-status', 'failed');
  });

  it('shows the video, without placeholder, once it has loaded, with a way to pause it once it plays', () => {
    mockWidth(false);
    render(<SizzleVideo video={homeVideo} preferMobile={false} />);
    act(() => {
      fireEvent.loadedData(video());
    });
    expect(screen.queryByTestId('video-placeholder')).not.toBeInTheDocument();
    expect(video().closest('[data-status]')).toHaveAttribute('data-status', 'ready');
    // Loaded is not playing: autoplay may never start it (jsdom plays nothing).
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    act(() => {
      fireEvent.play(video());
    });
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    act(() => {
      fireEvent.pause(video());
    });
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});
