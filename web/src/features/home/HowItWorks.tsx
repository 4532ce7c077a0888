const STEPS = [
  { title: 'Describe', text: 'Type your app’s name and pick the options you want.' },
  { title: 'Unlock', text: 'Enter your e-mail address. No account, no password.' },
  { title: 'Download', text: 'Preview the result, then download it or copy the code.' },
] as const;

/** The one flow every tool follows (docs/product.md §1). */
export function HowItWorks() {
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title" className="visually-hidden">
          How it works
        </h2>
        <ol className="how-it-works__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="how-it-works__step">
              <span className="how-it-works__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="how-it-works__title">{step.title}</h3>
                <p className="how-it-works__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
