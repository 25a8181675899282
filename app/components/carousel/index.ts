// Reusable moving parts: a scroll-snap carousel (several cards per view), a cross-fading rotator (hero),
// an endless strip (logos, quotes), and the buttons behind them. The carousels' motion is app/islands/motion.ts.
export { ScrollCarousel, type ScrollCarouselProps } from './scroll-carousel.tsx';
export { FadeCarousel, type FadeCarouselProps, type SlideState } from './fade-carousel.tsx';
export { Marquee, type MarqueeProps } from './marquee.tsx';
export { ArrowButton, MotionDots, PlayPauseButton, RotationToggle } from './carousel-controls.tsx';
export { useHydrated } from './use-motion.ts';
