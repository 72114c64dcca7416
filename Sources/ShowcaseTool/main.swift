import Showcase

await showcaseMain()
