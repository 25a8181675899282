// /admin itself: straight on to the dashboard (an HTTP redirect, before any page is drawn).
import { redirect } from 'react-router';

export function loader() {
  return redirect('/admin/dashboard');
}

export default function AdminIndex() {
  return null;
}
