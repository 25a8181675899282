// Process entry: `npm start`. React and React Router choose their production or development build from
// NODE_ENV when they are first loaded, so the default is set before anything else is imported.
process.env.NODE_ENV ??= 'production';
await import('./serve.ts');
