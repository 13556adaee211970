/** One slide of the home carousel; the banners feature supplies these. */
export interface BannerSlide {
  id: string;
  imageUrl: string;
  altText: string;
}

/**
 * Slot for the home banner carousel. Banners arrive with their own issue, which fills this in
 * (auto-advance every 5 s, arrows, dots); with no banners it renders nothing.
 */
export function BannerCarousel({ banners = [] }: { banners?: BannerSlide[] }) {
  if (banners.length === 0) return null;
  const [first] = banners;
  return (
    <section className="banner-carousel" aria-label="Featured">
      <img src={first!.imageUrl} alt={first!.altText} />
    </section>
  );
}
