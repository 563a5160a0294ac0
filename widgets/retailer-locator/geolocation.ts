/** The browser's location as a promise (the machine's `locate` call); its error keeps the GeolocationPositionError code. */
import type { Point } from '../../domain/locate-retailers.js';

export function currentPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell its location'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      // A city-level fix is enough to rank retailers; a recent one is reused rather than waking the GPS.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
