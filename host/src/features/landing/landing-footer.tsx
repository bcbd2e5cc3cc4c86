import { COMPANY_NAME } from '../../app/brand';
import { useRuntimeConfig } from '../../app/runtime-config-store';
import classes from './landing.module.css';

/** The landing page's footer: the same copyright line as the main layout's. */
export function LandingFooter() {
  const { appVersion } = useRuntimeConfig();
  return (
    <footer className={classes.footer}>
      <span>
        © {new Date().getFullYear()} {COMPANY_NAME}
      </span>
      {appVersion && <small>Version {appVersion}</small>}
    </footer>
  );
}
