// Issue 33: a city or locality landing page (/pg-in-bengaluru/koramangala). Built by the landing-ui work.
export default function LandingPage() {
  return null;
}
