import { data } from 'react-router';

// Any route not listed answers 404 through the root error boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
