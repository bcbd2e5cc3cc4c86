import { DEFAULT_LOGO_URL, PORTAL_SUBTITLE, PORTAL_TITLE } from '../../app/brand';
import { LandingFooter } from './landing-footer';
import classes from './landing.module.css';
import { SlidingGallery } from './sliding-gallery';
import { useHomeNavigation } from './use-home-navigation';

/** The landing page: header, sliding gallery, logo, title, subtitle, Get Started, footer. */
export function LandingPage() {
  const { getStarted, logIn } = useHomeNavigation();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <a href="/" aria-label={`${PORTAL_TITLE} home`}>
          <img src={DEFAULT_LOGO_URL} alt={`${PORTAL_TITLE} logo`} height={36} width={36} />
        </a>
        <button type="button" className={classes.button} onClick={logIn}>
          Log In
        </button>
      </header>
      <main className={classes.main}>
        <div className={classes.hero}>
          <SlidingGallery />
          <div className={classes.content}>
            <img src={DEFAULT_LOGO_URL} alt="" width={88} height={88} />
            <h1 className={classes.title}>{PORTAL_TITLE}</h1>
            <p className={classes.subtitle}>{PORTAL_SUBTITLE}</p>
            <button
              type="button"
              className={`${classes.button} ${classes.large}`}
              onClick={getStarted}
            >
              Get Started
            </button>
          </div>
        </div>
      </main>
      <LandingFooter />
    </div>
  );
}
