// The signed-in user as the browser remembers them (loggedInUser), read after the page is hydrated (the
// server-rendered page is the same for everybody) and kept current when another tab signs in or out.
// For display only: the admin area asks the server who is signed in.
import { useEffect, useState } from 'react';
import { readStoredUser, STORAGE_KEYS, type StoredUser } from './session.ts';

export function useStoredUser(): StoredUser | null {
  const [user, setUser] = useState<StoredUser | null>(null);
  useEffect(() => {
    const read = () => setUser(localStorageSaysSignedIn() ? readStoredUser() : null);
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.loggedIn) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return user;
}

function localStorageSaysSignedIn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.loggedIn) === 'true';
  } catch {
    return false;
  }
}
