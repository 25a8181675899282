// Material icons drawn without MUI (see vite.config.ts and app/components/layout/plain-icon.tsx).
declare module 'plain-icon:*' {
  const Icon: import('react').FC<import('react').SVGProps<SVGSVGElement> & { size?: number | string }>;
  export default Icon;
}
