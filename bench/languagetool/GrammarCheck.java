import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.languagetool.JLanguageTool;
import org.languagetool.Languages;
import org.languagetool.rules.RuleMatch;

/**
 * Checks texts with LanguageTool (en-US) for bench/listing-quality.mjs. Input: a file of texts
 * separated by a line "=====". Output: one tab-separated line per match:
 * text index, category id, rule id, message, the matched words.
 */
public class GrammarCheck {
  public static void main(String[] args) throws Exception {
    String all = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    String[] texts = all.split("\n=====\n");
    JLanguageTool tool = new JLanguageTool(Languages.getLanguageForShortCode("en-US"));
    for (int index = 0; index < texts.length; index++) {
      String text = texts[index];
      List<RuleMatch> matches = tool.check(text);
      for (RuleMatch match : matches) {
        String words = text.substring(match.getFromPos(), match.getToPos()).replace('\n', ' ');
        System.out.println(index + "\t" + match.getRule().getCategory().getId() + "\t" + match.getRule().getId() + "\t"
            + match.getMessage().replace('\n', ' ') + "\t" + words);
      }
    }
  }
}
