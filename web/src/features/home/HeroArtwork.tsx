/** A decorative sketch of the kind of assets the tools make; it carries no information. */
export function HeroArtwork() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__window">
        <div className="hero-art__chrome">
          <span />
          <span />
          <span />
        </div>
        <div className="hero-art__canvas">
          <div className="hero-art__tile hero-art__tile--modern">
            <span className="hero-art__icon hero-art__icon--square">T</span>
            <span className="hero-art__word">Tasky</span>
          </div>
          <div className="hero-art__tile hero-art__tile--circular">
            <span className="hero-art__icon hero-art__icon--round">N</span>
            <span className="hero-art__word">Nomad</span>
          </div>
          <div className="hero-art__tile hero-art__tile--minimal">
            <span className="hero-art__word hero-art__word--thin">orbit</span>
          </div>
          <div className="hero-art__tile hero-art__tile--dark">
            <span className="hero-art__icon hero-art__icon--square hero-art__icon--green">F</span>
            <span className="hero-art__word hero-art__word--light">Fitly</span>
          </div>
        </div>
      </div>
    </div>
  );
}
