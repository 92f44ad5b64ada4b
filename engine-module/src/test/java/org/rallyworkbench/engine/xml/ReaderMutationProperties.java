package org.rallyworkbench.engine.xml;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fuzz property of {@link ReaderFuzzTest} in every build, without coverage guidance: near-valid files made
 * by mutating the kept seed files (cut, duplicate, delete, replace a byte, insert an XML token, truncate)
 * go through both readers, which must return a model or a located {@link FormatException}.
 */
class ReaderMutationProperties {

    private static final Path SEEDS = TestFiles.RESOURCES.resolve(
            Path.of("org", "rallyworkbench", "engine", "xml", "ReaderFuzzTestInputs", "readers"));
    private static final List<byte[]> SEED_FILES = seeds();
    private static final List<String> TOKENS = List.of("<pit x=\"0\" y=\"0\"/>", "<flag x=\"1\" y=\"1\" number=\"2\"/>",
            "<robot name=\"red\" x=\"1\" y=\"1\" facing=\"N\"/>", "<turn>", "</turn>", "<expect after-register=\"5\">",
            "cards=\"move1@500 move4@10\"", " x=\"-1\"", " width=\"2000000000\"", "&amp;", "&unknown;", "<![CDATA[x]]>",
            "<!DOCTYPE b [<!ENTITY e \"x\">]>", "\u0000", "\uFFFF", "\"", "<", ">", "/>", "xmlns=\"urn:other\"",
            "href=\"ok.board.xml\"", "href=\"http://127.0.0.1:9/x.board.xml\"", "beams=\"4\"", "registers=\"0 6\"");

    /** One mutation: what to do, where (a fraction of the length), how much, and which token or byte. */
    record Mutation(int kind, int where, int length, int token) { }

    @Provide
    Arbitrary<List<Mutation>> mutations() {
        Arbitrary<Mutation> one = net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 5),
                        Arbitraries.integers().between(0, 10_000), Arbitraries.integers().between(1, 64),
                        Arbitraries.integers().between(0, 255))
                .as(Mutation::new);
        return one.list().ofMinSize(1).ofMaxSize(4);
    }

    @Property(tries = 1000)
    void nearValidFilesAreReadOrRefusedWithLocatedProblems(@ForAll("seedIndex") int seed,
                                                            @ForAll("mutations") List<Mutation> mutations) {
        byte[] input = SEED_FILES.get(seed);
        for (Mutation m : mutations) {
            input = apply(input, m);
        }
        byte[] file = input;
        ReaderFuzzTest.check("mutated.board.xml",
                () -> BoardXml.read(new java.io.ByteArrayInputStream(file), "mutated.board.xml"));
        ReaderFuzzTest.check("mutated.scenario.xml", () -> ScenarioXml.read(new java.io.ByteArrayInputStream(file),
                "mutated.scenario.xml", TestFiles.BROKEN));
    }

    @Provide
    Arbitrary<Integer> seedIndex() {
        return Arbitraries.integers().between(0, SEED_FILES.size() - 1);
    }

    private static byte[] apply(byte[] in, Mutation m) {
        int at = in.length == 0 ? 0 : (int) ((long) m.where() * in.length / 10_001);
        int end = Math.min(in.length, at + m.length());
        List<Byte> out = new ArrayList<>(in.length + 64);
        for (byte b : in) {
            out.add(b);
        }
        switch (m.kind()) {
            case 0 -> out.subList(at, end).clear();                                   // delete
            case 1 -> out.addAll(end, new ArrayList<>(out.subList(at, end)));         // duplicate
            case 2 -> {                                                               // insert a token
                byte[] token = TOKENS.get(m.token() % TOKENS.size()).getBytes(StandardCharsets.UTF_8);
                List<Byte> bytes = new ArrayList<>();
                for (byte b : token) {
                    bytes.add(b);
                }
                out.addAll(at, bytes);
            }
            case 3 -> {                                                               // replace a byte
                if (at < out.size()) {
                    out.set(at, (byte) m.token());
                }
            }
            case 4 -> out.subList(at, out.size()).clear();                            // truncate
            default -> {                                                              // move a slice to the end
                List<Byte> slice = new ArrayList<>(out.subList(at, end));
                out.subList(at, end).clear();
                out.addAll(slice);
            }
        }
        byte[] result = new byte[out.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = out.get(i);
        }
        return result;
    }

    private static List<byte[]> seeds() {
        try (Stream<Path> files = Files.list(SEEDS)) {
            List<byte[]> all = new ArrayList<>();
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("seed-")).sorted().toList()) {
                all.add(Files.readAllBytes(f));
            }
            return List.copyOf(all);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
