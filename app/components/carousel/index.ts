// Reusable moving parts: a scroll-snap carousel (several cards per view), a cross-fading rotator (hero),
// an endless strip (logos, quotes), and the autoplay/pause hook and buttons behind them.
export { ScrollCarousel, type ScrollCarouselProps } from './scroll-carousel.tsx';
export { FadeCarousel, type FadeCarouselProps, type SlideState } from './fade-carousel.tsx';
export { Marquee, type MarqueeProps } from './marquee.tsx';
export { useAutoplay, type Autoplay, type AutoplayOptions } from './use-autoplay.ts';
export { ArrowButton, Dots, PlayPauseButton } from './carousel-controls.tsx';
export { useHydrated, usePrefersReducedMotion, useDocumentHidden } from './use-motion.ts';
