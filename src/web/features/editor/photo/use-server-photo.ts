import { useEffect, useState } from 'react';
import { fetchCvPhoto } from '../api/cv-photo';

/**
 * The saved CV's photo, fetched with the bearer token (spec section 4) and shown from an object
 * URL; nothing when the fetch fails.
 */
export function useServerPhoto(cvId: string | undefined, photoUrl: string | null, version: number): string | undefined {
  const key = cvId && photoUrl ? `${cvId}|${photoUrl}|${version}` : undefined;
  const [loaded, setLoaded] = useState<{ key: string; url: string | undefined }>();
  useEffect(() => {
    if (!key || !cvId) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchCvPhoto(cvId, controller.signal).then(
      (blob) => {
        objectUrl = blob ? URL.createObjectURL(blob) : undefined;
        setLoaded({ key, url: objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, url: undefined });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key, cvId]);
  return key && loaded?.key === key ? loaded.url : undefined;
}
